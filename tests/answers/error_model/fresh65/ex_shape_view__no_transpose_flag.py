# exercise: ex_shape_view
# mistake: The learner's split_heads helper has transpose=False by default, so they reported the shape after the view only, (2, 5, 3, 4); after .transpose(1, 2) it is (2, 3, 5, 4).
import torch


def split_heads(x, num_heads, transpose=False):
    b, n, d = x.shape
    out = x.view(b, n, num_heads, d // num_heads)
    return out.transpose(1, 2) if transpose else out


q = torch.zeros(2, 5, 12)
ex_shape_view = tuple(split_heads(q, 3).shape)
