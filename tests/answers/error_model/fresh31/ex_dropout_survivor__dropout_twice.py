# exercise: ex_dropout_survivor
# mistake: The learner applied dropout twice (once on the weights, once more on the result), getting 1/0.9² = 1.2346; one dropout with p = 0.1 leaves survivors at 1/(1 - 0.1) = 1.1111.

import torch

g = torch.Generator().manual_seed(123)
ones = torch.ones(6, 6)
keep1 = torch.rand(6, 6, generator=g) >= 0.1
out = ones * keep1 / 0.9
keep2 = torch.rand(6, 6, generator=g) >= 0.1   # dropout on the context as well
out = out * keep2 / 0.9
ex_dropout_survivor = round(out[out > 0].max().item(), 4)  # 1.2346
