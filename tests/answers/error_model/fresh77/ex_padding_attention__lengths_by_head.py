# exercise: ex_padding_attention
# mistake: Inside the batch/head double loop the learner reads the length as lengths[hh] (the head index) instead of lengths[bb], so sequences get another sequence's length (or an IndexError when h > b). [cond: b > 1 with different lengths, or h != b]
import torch


def ex_padding_attention(scores, lengths):
    nb, nh, n, _ = scores.shape
    out = torch.zeros_like(scores)
    for bb in range(nb):
        for hh in range(nh):
            L = int(lengths[hh])
            if L > 0:
                out[bb, hh, :L, :L] = torch.softmax(scores[bb, hh, :L, :L], dim=-1)
    return out
