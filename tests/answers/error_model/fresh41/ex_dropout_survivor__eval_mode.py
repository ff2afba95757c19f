# exercise: ex_dropout_survivor
# mistake: Runs the nn.Dropout module in eval mode, where it is the identity, and reports 1.0; in training mode survivors are scaled by 1/(1-p) = 1.1111.
import torch

drop = torch.nn.Dropout(0.1)
drop.eval()
with torch.inference_mode():
    res = drop(torch.ones(6, 6))
ex_dropout_survivor = round(res.max().item(), 4)
