"""Small hand-drawn widgets for the felt: buttons, toasts, tool-tips, panels, a chart."""
