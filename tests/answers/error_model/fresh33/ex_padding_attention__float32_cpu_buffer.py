# exercise: ex_padding_attention
# mistake: Filled a torch.zeros(scores.shape) buffer, which is float32 on the CPU, so float64 or GPU scores come back in the wrong dtype or device; create it with zeros_like(scores). [cond: scores not float32 on the CPU]
import torch


def ex_padding_attention(scores, lengths):
    out = torch.zeros(scores.shape)
    for i, L in enumerate(lengths.tolist()):
        if L == 0:
            continue  # nothing to attend to
        out[i, :, :L, :L] = torch.softmax(scores[i, :, :L, :L], dim=-1)
    return out
