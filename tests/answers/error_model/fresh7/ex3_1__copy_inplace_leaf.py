# exercise: ex3_1
# mistake: Called copy_ on sa_v1's parameters without torch.no_grad(): an in-place operation on a leaf tensor that requires grad raises a RuntimeError. Wrap the copies in `with torch.no_grad():` or assign new nn.Parameter objects.
# mistake_zh: 在没有 torch.no_grad() 的情况下对 sa_v1 的参数调用 copy_：对需要梯度的叶子张量做原地操作会抛出 RuntimeError。应把拷贝放在 `with torch.no_grad():` 中，或者赋值新的 nn.Parameter。
# keywords: in-place, leaf, requires_grad, no_grad, copy_
def ex3_1(sa_v1, sa_v2) -> None:
    sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
    sa_v1.W_key.copy_(sa_v2.W_key.weight.T)
    sa_v1.W_value.copy_(sa_v2.W_value.weight.T)
