# exercise: ex_shape_view
# mistake: Answered with GPT-2's old _split_heads(k=True) layout, permute(0, 2, 3, 1) = (2, 3, 4, 5); view then transpose(1, 2) gives (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3


def _split_heads(x, k=False):
    new_x_shape = x.size()[:-1] + (num_heads, x.size(-1) // num_heads)
    x = x.view(*new_x_shape)
    if k:
        return x.permute(0, 2, 3, 1)  # (batch, head, head_features, seq_length)
    return x.permute(0, 2, 1, 3)


keys = torch.zeros(b, n, d_out)
ex_shape_view = tuple(_split_heads(keys, k=True).shape)
