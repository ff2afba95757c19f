# exercise: ex_dropout_survivor
# mistake: Multiplied the survivors by the keep probability 1-p = 0.9 instead of dividing by it (1/0.9 = 1.1111).
import torch
p = 0.1
o = torch.ones(6, 6)
m = (torch.rand(6, 6) > p).float()
o = o * m * (1 - p)
ex_dropout_survivor = round(o[m.bool()][0].item(), 4)
