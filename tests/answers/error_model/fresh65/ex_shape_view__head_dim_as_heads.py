# exercise: ex_shape_view
# mistake: The learner's helper takes head_dim as its second argument and was called with 3 (the number of heads), giving 4 heads of size 3, (2, 4, 5, 3); with 3 heads of size 4 the shape is (2, 3, 5, 4).
import torch


def to_heads(x, head_dim):
    b, n, d = x.shape
    return x.view(b, n, d // head_dim, head_dim).transpose(1, 2)


queries = torch.randn(2, 5, 12)
num_heads = 3
ex_shape_view = tuple(to_heads(queries, num_heads).shape)
