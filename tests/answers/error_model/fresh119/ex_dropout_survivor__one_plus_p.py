# exercise: ex_dropout_survivor
# mistake: Adds the dropout rate (1 + p = 1.1) instead of dividing by the keep probability, 1/(1−0.1) = 1.1111.
import torch
p = 0.1
# 被丢掉的部分加回来
yi = torch.ones(6, 6)
ex_dropout_survivor = round(float(yi[0, 0] * (1 + p)), 4)
