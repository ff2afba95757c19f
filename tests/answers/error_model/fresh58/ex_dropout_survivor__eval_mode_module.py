# exercise: ex_dropout_survivor
# mistake: The learner's Dropout module was switched to eval() earlier in the notebook, so nothing is dropped or scaled and the "survivor" read from it is 1.0; in training mode survivors are 1 / (1 − p) = 1.1111.
import torch

dropout = torch.nn.Dropout(p=0.1)
dropout.eval()  # deterministic for checking

torch.manual_seed(0)
res = dropout(torch.ones(6, 6))
survivors = res[res != 0]
ex_dropout_survivor = round(survivors[0].item(), 4)
