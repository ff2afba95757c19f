# exercise: ex_shape_view
# mistake: The learner's helper viewed as (b, n, head_dim, num_heads) instead of (b, n, num_heads, head_dim) before transposing, giving (2, 4, 5, 3); the answer is (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
q = torch.zeros(b, n, d_out)


def split(t):
    return t.view(b, n, head_dim, num_heads).transpose(1, 2)


ex_shape_view = tuple(split(q).shape)
