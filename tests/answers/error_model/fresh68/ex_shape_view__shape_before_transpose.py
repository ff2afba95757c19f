# exercise: ex_shape_view
# mistake: The learner gives the shape right after the view, (2, 5, 3, 4), forgetting that the transpose swaps the token and head axes; the answer is (2, 3, 5, 4).
from functools import partial


def shape_after(b, n, d_out, num_heads):
    head_dim = d_out // num_heads
    return (b, n, num_heads, head_dim)


ex_shape_view = partial(shape_after, 2, 5, 12)(num_heads=3)
