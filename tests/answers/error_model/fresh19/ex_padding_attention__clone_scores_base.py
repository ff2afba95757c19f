# exercise: ex_padding_attention
# mistake: Starts the output from a copy of scores and only overwrites each sequence's real block, so every padded position keeps its raw score instead of 0; the output must start from zeros. [cond: some sequence is shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    out = scores.clone()  # same shape / dtype / device as the scores
    for i in range(scores.shape[0]):
        L = int(lengths[i])
        if L == 0:
            out[i] = 0.0
            continue
        # only the first L queries and keys are real tokens
        out[i, :, :L, :L] = torch.softmax(scores[i, :, :L, :L], dim=-1)
    return out
