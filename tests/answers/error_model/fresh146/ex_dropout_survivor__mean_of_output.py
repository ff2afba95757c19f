# exercise: ex_dropout_survivor
# mistake: The learner reported the mean of the whole dropped-out matrix (about 1, zeros included) instead of the value of one surviving entry, 1 / (1 - p) = 1.1111.
import numpy as np
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(0.1)
out = drop(torch.ones(200, 200)).numpy()
print(np.unique(out))
ex_dropout_survivor = round(float(np.mean(out)), 4)
