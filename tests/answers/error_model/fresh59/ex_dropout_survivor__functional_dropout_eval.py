# exercise: ex_dropout_survivor
# mistake: The learner calls F.dropout with training=False, so nothing is dropped or scaled and the maximum is 1.0; survivors of training-mode dropout are 1/(1-0.1) = 1.1111.
import torch
import torch.nn.functional as F

torch.manual_seed(123)
ones = torch.ones(6, 6)
out = F.dropout(ones, p=0.1, training=False)
print(out)
ex_dropout_survivor = round(out.max().item(), 4)
