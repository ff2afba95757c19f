# exercise: ex_stable_softmax
# mistake: max(...)[0].view(-1, 1) puts the reduced axis back last, whatever dim was reduced; for dim=0 the maximum broadcasts against the wrong axis. Use keepdim=True.
# mistake_zh: max(...)[0].view(-1, 1) 总把被规约的轴放回最后，不管规约的是哪一维；dim=0 时最大值会沿错误的轴广播。应使用 keepdim=True。
# keywords: keepdim, axis, dim, view, broadcast
import torch
def ex_stable_softmax(x, dim):
    mx = torch.max(x, dim=dim)[0]
    mx = mx.view(-1, 1)
    e = torch.exp(x - mx)
    return e / torch.sum(e, dim=dim, keepdim=True)
