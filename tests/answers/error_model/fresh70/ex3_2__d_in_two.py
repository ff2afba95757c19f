# exercise: ex3_2
# mistake: Reads the title "two-dimensional embedding vectors" as the input size and builds the heads with d_in=2, so the wrapper fails on the book's 3-dimensional inputs; d_in must be 3 and d_out (per head) 1.
import torch

# 书中例子: batch = torch.stack((inputs, inputs), dim=0) -> (2, 6, 3)
def ex3_2(MultiHeadAttentionWrapper):
    qianru_weidu = 2          # 二维嵌入向量
    meitou_shuchu = 1         # 每个头输出 1 维, 两个头拼接后是 2 维
    shangxiawen_changdu = 6
    duotou = MultiHeadAttentionWrapper(
        qianru_weidu, meitou_shuchu, shangxiawen_changdu, 0.0, num_heads=2
    )
    return duotou
