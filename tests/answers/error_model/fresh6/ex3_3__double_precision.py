# exercise: ex3_3
# mistake: Converted the module to float64 with .double() 'for precision'; the inputs are float32, so the parameters no longer match. Keep the module in float32: just .to(device).
# mistake_zh: 为了“精度”用 .double() 把模块转成了 float64；输入是 float32，参数类型就对不上了。保持模块为 float32，只调用 .to(device)。
# keywords: float64, double, float32, dtype, .to(device)
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    return mha.to(device=device, dtype=torch.float64)
