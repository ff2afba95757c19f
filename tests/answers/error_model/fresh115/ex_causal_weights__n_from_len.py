# exercise: ex_causal_weights
# mistake: Took n = len(scores), the size of the first axis, which is the batch (or head) size once scores have leading axes; n must be scores.shape[-1]. [cond: scores with leading batch/head axes whose first size differs from n]
import torch


def ex_causal_weights(scores):
    info = {"n": len(scores)}
    info["future"] = torch.triu(
        torch.ones(info["n"], info["n"], dtype=torch.bool, device=scores.device), diagonal=1
    )
    info["scores"] = scores.masked_fill(info["future"], float("-inf"))
    return torch.softmax(info["scores"], dim=-1)
