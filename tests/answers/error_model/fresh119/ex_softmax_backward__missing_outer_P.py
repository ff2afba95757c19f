# exercise: ex_softmax_backward
# mistake: Forgets the outer factor P: returns dP − Σ dP_j P_j instead of P ⊙ (dP − Σ dP_j P_j).
import torch

def ex_softmax_backward(P, dP):
    # 第1步：加权和
    jiaquan = torch.sum(dP * P, dim=-1, keepdim=True)
    # 第2步：梯度
    dS = dP - jiaquan
    return dS
