# exercise: ex_dropout_survivor
# mistake: Passes p=0.9 to torch's dropout, reading p = 0.1 as the keep probability, so survivors are 1/0.1 = 10; in torch p is the drop probability and survivors are 1/(1-0.1) = 1.1111.
import torch

torch.manual_seed(123)
keep = 0.1
drop = torch.nn.Dropout(1 - keep)
out = drop(torch.ones(6, 6))
print(out)
ex_dropout_survivor = round(out[out != 0][0].item(), 4)
