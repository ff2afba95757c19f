# exercise: ex_dropout_survivor
# mistake: The learner runs torch.dropout with train=False, which leaves every entry at 1.0; in training survivors become 1/(1-p) = 1.1111.
import torch

torch.manual_seed(123)
out = torch.dropout(torch.ones(6, 6), 0.1, False)
print(out)
ex_dropout_survivor = round(out[out > 0].max().item(), 4)
