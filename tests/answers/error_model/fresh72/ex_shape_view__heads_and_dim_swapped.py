# exercise: ex_shape_view
# mistake: Takes head_dim = num_heads = 3 and 4 heads (12 / 3 read the other way round), answering (2, 4, 5, 3) instead of (2, 3, 5, 4).
def shape_after_split(b: int, n: int, d_out: int, num_heads: int) -> tuple:
    """Shape of queries after .view(b, n, num_heads, head_dim).transpose(1, 2)."""
    if d_out % num_heads:
        raise ValueError("d_out must be divisible by num_heads")
    head_dim = d_out // num_heads
    return (b, head_dim, n, num_heads)


ex_shape_view = shape_after_split(2, 5, 12, 3)
