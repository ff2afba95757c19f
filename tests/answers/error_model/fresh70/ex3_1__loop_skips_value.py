# exercise: ex3_1
# mistake: The list of parameter names to copy holds only W_query and W_key, so W_value keeps its own random weights; all three matrices must be copied.
import torch

# 需要替换的参数 (查询, 键)
canshu_mingzi = ["W_query", "W_key"]

def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for mz in canshu_mingzi:
            # v1: x @ W ; v2: x @ weight.T  -> W = weight.T
            getattr(sa_v1, mz).copy_(getattr(sa_v2, mz).weight.T)
