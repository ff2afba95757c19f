# exercise: ex_shape_view
# mistake: The learner's view passes (head_dim, num_heads) in the wrong order, view(b, n, 4, 3), and gets (2, 4, 5, 3); the view is (b, n, num_heads, head_dim), giving (2, 3, 5, 4).
import torch


def split(t, num_heads):
    b, n, d = t.shape
    return t.view(b, n, d // num_heads, num_heads).transpose(1, 2)


queries = torch.zeros(2, 5, 12)
ex_shape_view = tuple(split(queries, 3).shape)
