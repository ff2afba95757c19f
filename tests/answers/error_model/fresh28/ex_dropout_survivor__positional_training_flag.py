# exercise: ex_dropout_survivor
# mistake: Called F.dropout(ones, 0.1, False): the third positional argument is `training`, so dropout was switched off and every value stayed 1.0; in training mode survivors are 1 / 0.9 = 1.1111.
import torch
import torch.nn.functional as F

ones = torch.ones(6, 6)
out = F.dropout(ones, 0.1, False)
ex_dropout_survivor = round(out.max().item(), 4)
