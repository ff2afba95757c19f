# exercise: ex_dropout_survivor
# style: measured by running nn.Dropout(0.1) on ones with the book's manual_seed; float32 value via .item().
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
out = dropout(torch.ones(6, 6))
ex_dropout_survivor = out[out != 0][0].item()  # 1.1111111640930176
print(out)
