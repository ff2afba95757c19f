# exercise: ex3_3
# mistake: With the from_pretrained(torch_dtype=torch.bfloat16) habit, the learner moves the module to bfloat16; the module must stay float32 (call only .to(device)).
# mistake_zh: 出于 from_pretrained(torch_dtype=torch.bfloat16) 的习惯，学习者把模块转成了 bfloat16；模块应保持 float32（只调用 .to(device)）。
# keywords: float32, dtype, bfloat16, .to(device)
import torch


def ex3_3(MultiHeadAttention, device):
    model = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    return model.to(device=device, dtype=torch.bfloat16)
