# exercise: ex3_1
# mistake: The learner called copy_ on sa_v1's parameters outside torch.no_grad(); an in-place operation on a leaf tensor that requires grad raises a RuntimeError. Wrap the copies in torch.no_grad() (or assign new nn.Parameters).
# mistake_zh: 学习者在 torch.no_grad() 之外对 sa_v1 的参数调用了 copy_；对需要梯度的叶子张量做原地操作会抛出 RuntimeError。应把复制放在 torch.no_grad() 里（或者赋值新的 nn.Parameter）。
# keywords: no_grad, in-place, leaf, requires grad, copy_
def ex3_1(sa_v1, sa_v2):
    # 原地复制，保持参数对象不变
    sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
    sa_v1.W_key.copy_(sa_v2.W_key.weight.T)
    sa_v1.W_value.copy_(sa_v2.W_value.weight.T)
