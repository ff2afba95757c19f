# exercise: ex_softmax_weight
# mistake: Applies the softmax over all 36 entries of the flattened score matrix instead of over the six scores of the query journey, then reads entry (2,2).
import torch

shuru = torch.tensor([
    [0.43, 0.15, 0.89],  # Your
    [0.55, 0.87, 0.66],  # journey
    [0.57, 0.85, 0.64],  # starts
    [0.22, 0.58, 0.33],  # with
    [0.77, 0.25, 0.10],  # one
    [0.05, 0.80, 0.55],  # step
])

# 注意力分数矩阵 ω = X X^T
fenshu_juzhen = shuru @ shuru.T
# 归一化得到注意力权重
zhuyili_quanzhong = torch.softmax(fenshu_juzhen.flatten(), dim=0).view(6, 6)
ex_softmax_weight = round(zhuyili_quanzhong[1, 1].item(), 4)
