# exercise: ex_padding_attention
# mistake: Masked the padded keys and replaced NaN rows with 0, but left the rows of padded queries as they are (they still attend to the real keys); those rows must be all 0.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    key_pad = pos[None, :] >= lengths.to(scores.device)[:, None]  # (b, n)
    s = scores.masked_fill(key_pad[:, None, None, :], float("-inf"))
    # length-0 rows become NaN -> 0
    return torch.nan_to_num(torch.softmax(s, dim=-1), nan=0.0)
