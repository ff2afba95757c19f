# exercise: ex_dropout_survivor
# mistake: The learner reads the value off an experiment run in bfloat16, whose rounding gives 1.1094; the exact survivor value is 1/(1 − 0.1) = 1.1111.
import torch

torch.manual_seed(123)
ones = torch.ones(6, 6, dtype=torch.bfloat16)
drop = torch.nn.Dropout(0.1)
out = drop(ones)
print(out)
survivors = out[out != 0]
print(survivors.unique())
ex_dropout_survivor = round(survivors[0].item(), 4)
print(ex_dropout_survivor)
