"""The Real heads (GPT-2 small in the book's class) lesson's strings in Simplified Chinese (简体中文),
key for key as in en.py."""

STRINGS: dict[str, str] = {
    "title.gpt2": "真实的注意力头",
    "gpt2.intro": "**最小的 GPT-2 真实的注意力头，由你在第 3 章写的类来计算。** 检查点中的权重被装进书中的 "
        "`MultiHeadAttention`（每层一个），在你输入的句子上运行，中英文都可以。模型（约 0.5 GB）在第一次使用本标签页时从"
        "“Hugging Face Hub”下载，之后由这台服务器上的所有学习者共用。没有网络时，请在启动应用前把 `ATTNLAB_GPT2` "
        "设为一个本地文件夹，里面放着 `model.safetensors`、`config.json` 和 `tokenizer.json`（与“Hugging Face Hub”上的布局相同）。"
        "点击按钮开始。",
    "gpt2.limits": "最多 500 个字符、64 个词元（模型的上下文更短时以上下文为准）。层、注意力头、词元和行都从 1 开始数，与本应用的其他地方一样（第 1 层就是最前面的一层，即检查点中的 h.0；L5H12 是第 5 层第 12 个注意力头）。"
        "总览图最多画 32 个词元。词元标签中空格写作 ␣，换行写作 ↵，只属于某个字符一部分的字节用十六进制写在 ‹ › 之间。",
    "widget.sentence": "你的句子（中文或英文）",
    "widget.layer": "层（从 1 开始）",
    "widget.head": "注意力头（从 1 开始）",
    "widget.gpt2_seed": "随机词元的种子（归纳头那一步）",
    "widget.gpt2_run": "用 GPT-2 处理我的句子",
    "gpt2.text_waiting": "点击**用 GPT-2 处理我的句子**：模型让你的句子经过它的各层，之后每一步在这里解释它的注意力头对句子做了什么。",
    "gpt2.plot_waiting": "点击运行按钮后，这里画出 GPT-2 各注意力头对你的句子的注意力。",
    "gpt2.lines_caption": "{layer} 号层 {head} 号注意力头的连线图：左边每个查询词元连向右边它关注的键词元，线越粗权重越大（小于 0.01 的权重不画）。把鼠标移到一个词元上，只显示它的连线。",
    "gpt2.json_box": "这个注意力头的权重数值（即 gpt2_attention 接口的返回值）",
    "param.layer": "层",
    "param.head": "注意力头",
    "gpt2.progress.download": "正在从“Hugging Face Hub”下载 GPT-2（约 0.5 GB，每台机器只需一次）…",
    "gpt2.progress.reading": "正在把权重装进 MultiHeadAttention…",
    "gpt2.status": "**模型：**`{source}`：{layers} 层 × 每层 {heads} 个注意力头（每个 {hd} 维），宽 {d} 维，上下文 "
        "{context} 个词元，共 {params} 个参数；加载用时 {seconds} 秒，这台服务器上的所有学习者共用这一份。",
    # --- errors ---
    "error.gpt2_empty": "请先输入一个句子：GPT-2 至少需要一个词元。",
    "error.gpt2_too_long": "{n} 个字符太长了：上限是 {limit} 个。",
    "error.gpt2_context": "你的句子有 {n} 个词元，超过了模型 {context} 个词元的上下文长度。",
    "error.gpt2_too_many_tokens": "你的句子有 {n} 个词元；本课最多显示 {limit} 个。请缩短句子。",
    "error.gpt2_offline": "这里无法使用 GPT-2：本机缓存中没有 {source}，而且连不上“Hugging Face Hub”。请在启动应用时把 "
        "`ATTNLAB_GPT2` 设为一个本地文件夹，里面放着 `model.safetensors`、`config.json` 和 `tokenizer.json`"
        "（例如 `ATTNLAB_GPT2=/path/to/gpt2 python app.py`）；其他标签页不受影响。",
    "error.gpt2_no_folder": "`ATTNLAB_GPT2` 的值是 {source}：没有这个文件夹，它也不是“Hugging Face Hub”上的仓库名。请把它设为一个放着 "
        "`model.safetensors`、`config.json` 和 `tokenizer.json` 的文件夹。",
    "error.gpt2_missing_files": "文件夹 {source}（`ATTNLAB_GPT2`）缺少 {files}：它需要 `model.safetensors`、`config.json` 和 "
        "`tokenizer.json`，与“Hugging Face Hub”上的 `openai-community/gpt2` 相同。",
    "error.gpt2_bad_checkpoint": "无法把 {source} 读成 GPT-2 检查点（{reason}）。",
    "error.gpt2_download": "从“Hugging Face Hub”下载 {source} 失败（{reason}）。请重试，或在启动应用时把 `ATTNLAB_GPT2` 设为放着这三个文件的本地文件夹。",
    # --- steps ---
    "gpt2.step.tokens": "你的句子变成词元",
    "gpt2.step.mapping": "把 GPT-2 的权重装进你的类",
    "gpt2.step.head": "一个注意力头",
    "gpt2.step.overview": "所有注意力头",
    "gpt2.step.previous": "前一个词元头",
    "gpt2.step.first": "首词元头",
    "gpt2.step.induction": "归纳头",
    "gpt2.text.tokens": "**GPT-2 读的是字节，不是单词。** 你的 {chars} 个字符是 {bytes} 个 UTF-8 字节，GPT-2 的字节级 `BPE`"
        "（词表有 {vocab} 个词元）把它们变成 {n} 个词元。"
        "每个词元编号选出词元嵌入矩阵的一行，再加上它所在位置的那一行（图：每个词元的字节数）。",
    "gpt2.text.tokens_partial": "有 {partial} 个词元只包含某个字符的一部分字节：一个汉字在 UTF-8 中占 3 个字节（生僻字或表情符号占 4 个），"
        "词表中没有作为完整词元的字符会分散在几个词元里。这样的片段用十六进制书写，例如 {example}；最后一列写出它属于哪个字符。",
    "gpt2.text.tokens_spread": "这里分散开的字符有 {spread_chars} 个，每个占 {spread_low} 个词元。",
    "gpt2.text.tokens_spread_range": "这里分散开的字符有 {spread_chars} 个，每个占 {spread_low} 到 {spread_high} 个词元。",
    "gpt2.text.tokens_words": "你的句子里有 {words} 个拉丁字母单词（连同前面的空格，如果有），其中 {whole} 个各是一个词元，"
        "{split} 个被拆成了几段。",
    "gpt2.text.tokens_whole": "这里每个词元都包含完整的字符。输入一句中文（例如“注意力机制”）就能看到汉字被拆成字节片段。",
    "gpt2.text.token_table": "\n\n| # | 编号 | 词元 | 字节（十六进制） | 所属字符 |\n|---|---|---|---|---|\n{rows}",
    "gpt2.text.mapping": "**你在第 3 章写的类，装上 GPT-2 的权重。** {layers} 层中的每一层都是书中的 "
        "`MultiHeadAttention({d}, {d}, {context}, 0.0, {h}, qkv_bias=True)`，有 {params} 个参数。GPT-2 把 "
        "W_q、W_k、W_v 并排存放在一个形状为 ({d}, {d3}) 的矩阵 `c_attn.weight` 中，用法是 x @ W。加载时沿最后一维把它切成三份，"
        "并把每一份转置，因为 `nn.Linear` 按 `(out, in)` 存储、计算 x @ Wᵀ；偏置按同样的方式切分，`c_proj` 变成 `out_proj`。"
        "外面运行的是第 4 章的内容：嵌入、注意力和 `GELU` 前馈网络之前各一个层归一化，以及各自的残差连接。图中是第 {layer} 层 "
        "`W_query.weight` 的第 {lo} 到第 {hi} 行、前 {cols} 列，即该头的第 1 到第 {head_hi} 行（图中每行同时标出两种行号：“{lo} (1)”），"
        "第 {head} 个注意力头那 {hd} 行的开头。在你的句子上验证："
        "用本课显示的权重乘以值向量再经过 `out_proj`，与模块的输出相差 {diff}；测试把每一层的权重和隐藏状态与 "
        "`transformers` 库中的 GPT-2 对比，误差在 1e-5 以内。",
    "gpt2.text.head": "**第 {layer} 层第 {head} 个注意力头**，在你的 {n} 个词元上：每一行是一个查询，和为 1；因果掩码让对角线以上的权重都是 0。",
    "gpt2.text.head_top": "最后一个词元“{last}”把最大的权重 {top_w} 给了“{top}”。",
    "gpt2.text.head_top_tie": "最后一个词元“{last}”把完全相同的最大权重 {top_w} 同时给了 {n_top} 个词元：“{top}”。",
    "gpt2.text.head_shares": "在第 3 到第 {n} 行上平均，这个注意力头把每行 {prev} 的权重放在前一个词元上，{first} 放在第一个词元上，"
        "{self} 放在词元自己身上。",
    "gpt2.text.short": "你的句子只有 {n} 个词元；至少需要 3 个才能测量比例（第 1 行没有前一个词元，第 2 行的前一个词元就是第一个词元）。",
    "gpt2.text.overview": "**一次看全部 {total} 个注意力头**：{layers} 层（行，第 1 层在最上面）× 每层 {heads} 个注意力头（列），"
        "每个都是一张小热力图，画的是你的 {n} 个词元中的前 {m} 个，颜色刻度都是 0 到 1。找一找：紧贴对角线下方的亮线"
        "（前一个词元）、明亮的第一列（第一个词元），以及对角线本身（词元自己）。",
    "gpt2.text.overview_counts": "在你的句子上测量（第 3 到第 n 行，阈值为平均每行权重的 {threshold}）：{total} 个注意力头中有 {k_prev} 个主要关注前一个词元，"
        "{k_first} 个主要关注第一个词元；后面几步会逐一列出。",
    "gpt2.text.previous": "**前一个词元头。** 对每个注意力头：每行放在查询前一个词元上的权重比例，在第 3 到第 {n} 行（共 {rows} 行）上取平均"
        "（左图，每格一个注意力头，行是层，列是注意力头）。达到 {threshold} 或更高就算作前一个词元头。",
    "gpt2.text.overview_counts_none": "在你的句子上测量（第 3 到第 n 行，阈值为平均每行权重的 {threshold}）：{total} 个注意力头中没有一个"
        "主要关注前一个词元，也没有一个主要关注第一个词元；后面几步会给出每一类中最强的注意力头。",
    "gpt2.text.list_more": "列表只列出最强的 {shown} 个；另外还有 {rest} 个注意力头也符合（左图中全都有）。",
    "gpt2.text.previous_found": "{total} 个注意力头中有 {count} 个符合（L = 层，H = 注意力头）：{list}。",
    "gpt2.text.previous_use": "这样的注意力头可以把前一个词元的信息传给每个词元，供后面各层的注意力头使用。",
    "gpt2.text.previous_none": "在这个句子上没有注意力头达到 {threshold}。",
    "gpt2.text.previous_strongest": "最强的是第 {best_layer} 层第 {best_head} 个注意力头，平均把每行 {best} 的权重放在前一个词元上（右图）。",
    "gpt2.text.previous_strongest_tie": "有 {n_tied} 个注意力头的数值完全相同，并列最强，平均都把每行 {best} 的权重放在前一个词元上："
        "{tied}（L = 层，H = 注意力头）。右图是其中第一个，第 {best_layer} 层第 {best_head} 个注意力头。",
    "gpt2.text.try_longer": "试试更长的句子（本课最多接受 {limit} 个词元、{max_chars} 个字符）。",
    "gpt2.text.try_other": "你的句子已经达到本课的上限（{limit} 个词元或 {max_chars} 个字符），不能再长了；换一个句子试试。",
    "gpt2.text.first": "**首词元（“汇聚”）头。** 对第一个词元做同样的测量：每行放在第 1 个键上的权重比例，在第 3 到第 {n} 行上取平均（左图）。"
        "softmax 的每一行和必须为 1，所以一个找不到相关内容的注意力头也得把权重放在某处，它可以把权重停放在第一个词元上，"
        "不管这个词元是什么。达到 {threshold} 或更高就算。",
    "gpt2.text.first_found": "{total} 个注意力头中有 {count} 个是这样（L = 层，H = 注意力头；从大到小）：{list}。",
    "gpt2.text.first_none": "在这个句子上没有注意力头达到 {threshold}。",
    "gpt2.text.first_strongest": "最强的是第 {best_layer} 层第 {best_head} 个注意力头，平均把每行 {best} 的权重放在第一个词元上（右图）。",
    "gpt2.text.first_strongest_tie": "有 {n_tied} 个注意力头的数值完全相同，并列最强，平均都把每行 {best} 的权重放在第一个词元上："
        "{tied}（L = 层，H = 注意力头）。右图是其中第一个，第 {best_layer} 层第 {best_head} 个注意力头。",
    "gpt2.text.induction": "**归纳头。** 应用用自己的随机数生成器（种子 {seed}）抽取 {m} 个互不相同的随机词元，并把它们重复一遍。在第二遍中，"
        "注意力头可以这样猜下一个词元：找到当前词元前一次出现的位置，关注紧跟在它后面的那个词元，也就是往前 {offset} 个位置，"
        "在图上是一条与对角线平行的斜线。左图：每个注意力头在第二遍上放在那个词元上的平均权重；达到 {threshold} 或更高就算作归纳头。"
        "第 1 层最好的注意力头得到 {layer0}：第一层的注意力头只看到每个词元自己的嵌入和位置，看不到它前面是哪个词元。",
    "gpt2.text.induction_found": "{total} 个注意力头中有 {count} 个符合（L = 层，H = 注意力头）：{list}。",
    "gpt2.text.induction_none": "在这个序列上没有注意力头达到 {threshold}。",
    "gpt2.text.induction_strongest": "最强的是第 {best_layer} 层第 {best_head} 个注意力头，把 {best} 的权重放在前一次出现之后的那个词元上"
        "（右图：它在重复词元上的权重）。",
    "gpt2.text.induction_strongest_tie": "有 {n_tied} 个注意力头的数值完全相同，并列最强，都把 {best} 的权重放在前一次出现之后的那个词元上："
        "{tied}（L = 层，H = 注意力头）。右图是其中第一个（第 {best_layer} 层第 {best_head} 个注意力头）"
        "在重复词元上的权重。",
    "gpt2.text.try_seed": "换一个种子试试。",
    # --- figures ---
    "gpt2.panel.bytes": "每个词元的字节数",
    "gpt2.panel.w_query": "第 {layer} 层：W_query.weight 中第 {head} 个注意力头的前几行",
    "gpt2.panel.head": "第 {layer} 层第 {head} 个注意力头",
    "gpt2.panel.overview": "所有注意力头（行：层，列：注意力头）",
    "gpt2.panel.previous_scores": "放在前一个词元上的比例",
    "gpt2.panel.first_scores": "放在第一个词元上的比例",
    "gpt2.panel.induction_scores": "放在前一次出现之后那个词元上的比例",
    # --- predict first ---
    "predict.gpt2.head": "在第 {layer} 层第 {head} 个注意力头中，最后一个词元“{last}”会把最大的权重给哪个词元？",
    "predict.gpt2.head_why": "“{top}”，占这一行权重的 {w}。",
    "predict.gpt2.head_why_tie": "“{top}”并列：它们的权重完全相同，各占这一行权重的 {w}；选其中任何一个都对。",
    "predict.gpt2.previous": "哪一层（从 1 开始数）有把最多权重放在前一个词元上的注意力头（第 3 到第 n 行的平均）？",
    "predict.gpt2.previous_why": "第 {layer} 层：它最强的注意力头平均把 {best} 的权重放在那里。",
    "predict.gpt2.previous_why_tie": "第 {layers} 层并列：每层最强的注意力头平均都把完全相同的 {best} 权重放在那里；选其中任何一层都对。",
    "predict.gpt2.first": "{total} 个注意力头中，会有超过一半把 {threshold} 或更多的权重放在第一个词元上吗？",
    "predict.gpt2.first_why": "在你的句子上，{total} 个注意力头中有 {count} 个是这样。",
    "predict.gpt2.induction": "在重复的随机词元上，第 1 层会有注意力头把 {threshold} 或更多的权重放在前一次出现之后的那个词元上吗？",
    "predict.gpt2.induction_why": "不会：第 1 层最好的注意力头得到 {layer0}，低于 {threshold}。第一层的注意力头只看到每个词元自己的嵌入和位置，"
        "看不到它前面是哪个词元，所以无法按内容找到前一次出现的位置；只有恰好按位置关注往前 {offset} "
        "个位置的注意力头才能落到那里，而这里没有这样的头。",
    "predict.gpt2.induction_why_yes": "会：第 1 层最好的注意力头得到 {layer0}。第一层的注意力头只看到每个词元自己的嵌入和位置，看不到它前面是哪个词元，"
        "所以找不到前一次出现的位置：它得到的权重来自位置（重复的那一份总在往前 {offset} 个位置处），或来自恰好抽到的词元。",
    # --- the learner's ex_mha_forward on one real layer (Exercises tab) ---
    "real_layer.title": "在 GPT-2 上运行你的前向计算",
    "real_layer.intro": "用 GPT-2 最小模型某一层的真实权重，在你自己的句子上运行你的 `ex_mha_forward`（与检查一样在沙箱中运行）。"
        "这一步不计分：分数仍以上面练习自己的检查为准。",
    "widget.real_layer_sentence": "给 GPT-2 的一句话",
    "widget.real_layer_run": "在 GPT-2 上运行我的前向计算",
    "real_layer.same": "你的前向计算在你的句子（{n} 个词元）上复现了 GPT-2 最小模型第 {layer} 层的注意力输出，误差在 {tol} 以内："
        "装有真实权重的书中类的每一个输出，都由你的代码算出。",
    "real_layer.differs": "你的前向计算与 GPT-2 最小模型第 {layer} 层的结果最早在第 {token} 个词元（“{text}”）的第 {feature} 个特征处不同："
        "应为 {expected}，得到 {got}（最大差值 {max_diff}）。上面练习自己的反馈会指出这是哪种错误。",
    "real_layer.shape": "你的前向计算返回的张量形状为 {got}；GPT-2 这一层给出的是 {want}。",
}
