# exercise: ex_dropout_survivor
# mistake: The learner ran nn.Dropout(0.1) on a float16 tensor of ones and copied a survivor, 1/0.9 rounded to half precision (1.1113); the exact survivor value is 1/(1−p) = 1.1111.
import torch

torch.manual_seed(0)
ones = torch.ones(4, 4, dtype=torch.float16)  # fp16 like my gpt2 runs
out = torch.nn.Dropout(0.1)(ones)
print(out)
ex_dropout_survivor = round(out[out > 0][0].item(), 4)
