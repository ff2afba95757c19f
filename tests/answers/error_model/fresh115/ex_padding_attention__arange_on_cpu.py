# exercise: ex_padding_attention
# mistake: Built the position range with torch.arange(n) on the CPU and compared it with lengths, which fails when scores and lengths are on a GPU; create it with device=scores.device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    out = {}
    out["positions"] = torch.arange(n)
    out["is_pad"] = out["positions"].unsqueeze(0) >= lengths.unsqueeze(1)
    out["scores"] = scores.masked_fill(out["is_pad"][:, None, None, :], float("-inf"))
    out["weights"] = torch.softmax(out["scores"], dim=-1).nan_to_num(0.0)
    out["weights"] = out["weights"].masked_fill(out["is_pad"][:, None, :, None], 0.0)
    return out["weights"]
