"""What the deck sheet scripts (``domino_sheet.py``, ``money_sheet.py``, ``chess_sheet.py``)
share: a card blitted with its shadow, and the sheet shown in a window until closed."""

from __future__ import annotations

import pygame

#: the felt behind a sheet shown in a window
FELT = (13, 59, 38)


def blit_with_shadow(out: pygame.Surface, renderer, image: pygame.Surface, x: int, y: int,
                     width: int) -> None:
    """``image`` (a face or back ``width`` wide) at ``(x, y)`` over the renderer's shadow."""
    m = renderer.shadow_margin(width)
    dx, dy = renderer.shadow_offset(width)
    out.blit(renderer.shadow(width), (x - m + dx, y - m + dy))
    out.blit(image, (x, y))


def show(screen: pygame.Surface, image: pygame.Surface, seconds: float = 0) -> None:
    """Show ``image`` on the felt until the window is closed (or ``seconds`` have gone)."""
    clock = pygame.time.Clock()
    shown = 0.0
    while not seconds or shown < seconds:
        if any(e.type == pygame.QUIT for e in pygame.event.get()):
            break
        screen.fill(FELT)
        screen.blit(image, (0, 0))
        pygame.display.flip()
        shown += clock.tick(30) / 1000
