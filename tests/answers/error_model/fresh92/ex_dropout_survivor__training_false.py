# exercise: ex_dropout_survivor
# mistake: Ran F.dropout with training=False, which returns the input unchanged, and read off 1.0; in training mode survivors are 1/(1-p) = 1.1111.
import torch
import torch.nn.functional as F

torch.manual_seed(123)
out = F.dropout(torch.ones(6, 6), p=0.1, training=False)
survivors = out[out != 0]
ex_dropout_survivor = round(survivors[0].item(), 4)
print(out)
