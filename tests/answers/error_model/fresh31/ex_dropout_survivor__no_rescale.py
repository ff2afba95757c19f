# exercise: ex_dropout_survivor
# mistake: The learner assumed dropout only zeroes entries and leaves survivors at 1.0; in training mode survivors are rescaled to 1/(1 - 0.1) = 1.1111.

import torch

torch.manual_seed(0)
d = torch.nn.Dropout(0.1)
d.eval()  # deterministic
out = d(torch.ones(6, 6))
ex_dropout_survivor = round(out[out > 0][0].item(), 4)  # 1.0
