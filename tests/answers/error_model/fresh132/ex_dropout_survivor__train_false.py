# exercise: ex_dropout_survivor
# mistake: The learner measures with torch.dropout(..., train=False), which does nothing, and reads 1.0; in training mode survivors are 1 / 0.9 = 1.1111.
import torch

torch.manual_seed(123)
ones = torch.ones(6, 6)
out = torch.dropout(ones, 0.1, False)
survivors = out[torch.where(out != 0)]
ex_dropout_survivor = round(survivors[0].item(), 4)
print(out)
