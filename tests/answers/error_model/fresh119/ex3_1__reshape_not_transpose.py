# exercise: ex3_1
# mistake: Copies each nn.Linear weight into sa_v1 with reshape to the (d_in, d_out) shape, which reorders the numbers instead of transposing them; it must use weight.T.
import torch

def ex3_1(sa_v1, sa_v2):
    # 第一步：关掉梯度，直接拷贝
    with torch.no_grad():
        for mingzi in ["W_query", "W_key", "W_value"]:
            canshu = getattr(sa_v1, mingzi)          # (d_in, d_out)
            quanzhong = getattr(sa_v2, mingzi).weight  # (d_out, d_in)
            # 第二步：形状对齐
            canshu.copy_(quanzhong.reshape(canshu.shape))
