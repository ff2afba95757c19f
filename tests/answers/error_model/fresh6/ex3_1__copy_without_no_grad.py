# exercise: ex3_1
# mistake: Called copy_ on sa_v1's parameters outside torch.no_grad(); they are leaf tensors that require grad, so the in-place copy raises a RuntimeError. Wrap the copies in `with torch.no_grad():` (or assign new nn.Parameters).
# mistake_zh: 在 torch.no_grad() 之外对 sa_v1 的参数调用了 copy_；它们是需要梯度的叶子张量，原地复制会抛出 RuntimeError。应把复制放进 `with torch.no_grad():`（或者赋值新的 nn.Parameter）。
# keywords: no_grad, leaf, in-place, copy_, requires_grad
def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
    sa_v1.W_key.copy_(sa_v2.W_key.weight.T)
    sa_v1.W_value.copy_(sa_v2.W_value.weight.T)
