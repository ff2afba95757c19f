# exercise: ex3_1
# mistake: Copies the Linear weights with .reshape(W.shape) into the (d_in, d_out) parameters, which reorders the numbers instead of transposing them; the right thing is weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # 形状不一样 (2,3) vs (3,2)，所以先 reshape 成一样的形状再拷贝
    with torch.no_grad():
        for mingzi in ["W_query", "W_key", "W_value"]:
            canshu = getattr(sa_v1, mingzi)
            quanzhong = getattr(sa_v2, mingzi).weight
            canshu.copy_(quanzhong.reshape(canshu.shape))
