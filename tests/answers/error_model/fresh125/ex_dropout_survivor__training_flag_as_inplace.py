# exercise: ex_dropout_survivor
# mistake: measures it with F.dropout(ones, 0.1, False), taking the third argument for inplace; it is training, so nothing is dropped or scaled and it reads 1.0 instead of 1/(1-0.1) = 1.1111.
import torch
import torch.nn.functional as F

torch.manual_seed(123)
ones = torch.ones(6, 6)
out = F.dropout(ones, 0.1, False)
survivors = out[out != 0]
ex_dropout_survivor = round(survivors[0].item(), 4)
