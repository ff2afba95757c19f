# exercise: ex_dropout_survivor
# mistake: The learner's dropout layer takes a keep probability, and 0.1 was passed as keep_prob, so survivors are scaled by 1/0.1 = 10.0; with drop probability p = 0.1 they are 1/(1 - 0.1) = 1.1111.
import torch


def inverted_dropout(x, keep_prob=0.9, generator=None):
    keep = torch.rand(x.shape, generator=generator) < keep_prob
    return x * keep / keep_prob


out = inverted_dropout(torch.ones(6, 6), keep_prob=0.1, generator=torch.Generator().manual_seed(0))
ex_dropout_survivor = round(out[out != 0][0].item(), 4)
