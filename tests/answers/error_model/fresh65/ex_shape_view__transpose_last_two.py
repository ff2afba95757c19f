# exercise: ex_shape_view
# mistake: The learner's helper transposes with negative axes (-1, -2), swapping head_dim and heads, giving (2, 5, 4, 3); transpose(1, 2) swaps tokens and heads, giving (2, 3, 5, 4).
import torch


def split(x, h, dims=(-1, -2)):
    b, n, d = x.shape
    return x.view(b, n, h, d // h).transpose(*dims)


ex_shape_view = tuple(split(torch.empty(2, 5, 12), 3).shape)
