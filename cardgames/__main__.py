from cardgames.cli import main

raise SystemExit(main())
