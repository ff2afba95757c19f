# exercise: ex_dropout_survivor
# mistake: Measured with an nn.Dropout module that had been switched to eval() (as in the learner's helper setup), where dropout does nothing and every entry stays 1.0; in training mode survivors are scaled by 1/(1-p) = 1.1111.
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(0.1)
drop.eval()  # deterministic so I can read the numbers
ones = torch.ones(6, 6)
out = drop(ones)
print(out)
survivors = out[out != 0]
ex_dropout_survivor = round(survivors[0].item(), 4)
