# exercise: ex3_3
# mistake: The module is converted to float16 with .half() to save memory; the exercise expects the module in float32.
# mistake_zh: 为了省内存用 .half() 把模块转成了 float16；题目要求模块保持 float32。
# keywords: dtype, float32, half, float16, precision

import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    # GPT-2 is big, keep it small in memory
    return mha.to(device).half()
