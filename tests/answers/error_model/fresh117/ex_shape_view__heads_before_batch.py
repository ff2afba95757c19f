# exercise: ex_shape_view
# mistake: Puts the heads in front of the batch axis, (3, 2, 5, 4), as if the transpose moved heads to axis 0; transpose(1, 2) leaves the batch first: (2, 3, 5, 4).
"""Shape after .view(b, n, h, hd).transpose(1, 2)."""
BATCH: int = 2
TOKENS: int = 5
D_OUT: int = 12
HEADS: int = 3

HEAD_DIM: int = D_OUT // HEADS
ex_shape_view = (HEADS, BATCH, TOKENS, HEAD_DIM)
