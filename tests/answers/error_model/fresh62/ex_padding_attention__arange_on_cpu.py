# exercise: ex_padding_attention
# mistake: torch.arange(n) is created without device=, on the CPU, so comparing it with lengths and masking the scores fails when the inputs are on a GPU; create it with device=scores.device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    # (b, n): True where the token is padding
    padded = torch.arange(n) >= lengths.cpu()[:, None]
    print(padded)
    out = torch.softmax(scores.masked_fill(padded[:, None, None, :].to(scores.device), float("-inf")), dim=-1)
    out = out.nan_to_num(0.0)
    # zero padded query rows too
    out = out * (~padded)[:, None, :, None]
    return out
