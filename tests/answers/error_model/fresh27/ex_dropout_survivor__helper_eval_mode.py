# exercise: ex_dropout_survivor
# mistake: Ran the dropout through the learner's helper, which calls F.dropout with training=False, so nothing was dropped or rescaled and the answer came out 1.0; in training mode survivors are 1/(1 − 0.1) = 1.1111.
import torch
import torch.nn.functional as F


def apply_dropout(weights, dropout=0.0):
    # same dropout call as in my attention() helper
    return F.dropout(weights, p=dropout, training=False)


out = apply_dropout(torch.ones(6, 6), dropout=0.1)
survivors = out[out != 0]
ex_dropout_survivor = round(survivors.max().item(), 4)
